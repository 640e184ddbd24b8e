import { zodResolver } from '@hookform/resolvers/zod';
import { tierCreate } from '@tp/domain';

/**
 * The tier forms validate with the payload schema the server validates with (domain's
 * `tierCreate`); the server's 422s land on the same fields.
 */
export const tierFormResolver = zodResolver(tierCreate);
