import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AvatarableType } from '@tp/domain';
import { avatars } from '../../db/schema/index.ts';
import { qualified } from '../../resources/scopes.ts';

/**
 * Where an avatar is served. `v` changes with each replacement, so the image can be cached
 * for good and a new one is still fetched at once.
 */
export function avatarUrl(type: AvatarableType, id: number, updatedAt: Date): string {
  return `/api/v2/avatars/${type}/${id}?v=${updatedAt.getTime()}`;
}

/**
 * The same URL computed in SQL, for serializers (`avatarUrl: avatarUrlOf('Tutor', tutors.id)`
 * in a resource's fields): null when the record has no avatar.
 */
export function avatarUrlOf(type: AvatarableType, idColumn: PgColumn): SQL.Aliased<string | null> {
  return sql<string | null>`(select ${`/api/v2/avatars/${type}/`} || ${avatars.avatarableId}::text
      || '?v=' || floor(extract(epoch from ${avatars.createdAt}) * 1000)::bigint::text
    from ${avatars}
    where ${avatars.avatarableType} = ${type} and ${avatars.avatarableId} = ${qualified(idColumn)})`.as(
    `${type.toLowerCase()}_avatar_url`,
  );
}
