/**
 * MUI's useMediaQuery needs matchMedia, which jsdom lacks: a MediaQueryList that answers
 * `matches` and never changes.
 */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * Answers MUI's width queries (`(min-width:900px)`, `(max-width:599.95px)`) as a window
 * `width` pixels wide would, until the returned function restores the previous matchMedia.
 */
export function emulateScreenWidth(width: number): () => void {
  const before = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const isWidthQuery = Boolean(min || max);
    const matches =
      isWidthQuery && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return staticMediaQueryList(query, matches);
  };
  return () => {
    window.matchMedia = before;
  };
}
