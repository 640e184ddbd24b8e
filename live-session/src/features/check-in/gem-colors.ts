import type { Gem } from '@tp/domain';

/** Each gem's colour on the board: the stone's own, bright enough on the dark background. */
export const GEM_COLORS: Record<Gem, string> = {
  Ruby: '#ff4d6d',
  Amber: '#ffb300',
  Gold: '#ffd54f',
  Emerald: '#2ee59d',
  Sapphire: '#4d8dff',
  Amethyst: '#b388ff',
};
