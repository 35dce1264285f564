import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

interface NavigationParts {
  /** The bar: its width is the room there is. */
  readonly bar: RefObject<HTMLElement | null>;
  /** What sits in the bar before the menu (the logo). */
  readonly lead: RefObject<HTMLElement | null>;
  /** The links, the region picker and the account, in a row when unfolded. */
  readonly menu: RefObject<HTMLElement | null>;
}

/**
 * Whether the navigation bar's items must fold into the menu behind its toggle because they no longer fit
 * in one row. A fixed breakpoint cannot know what the row holds (an admin's extra link, a long name, a
 * balance), so the row is measured while it is shown (again whenever `contentKey` changes) and compared with
 * the bar's width as it resizes. Layout effects run before the browser paints: the unfolded row is never seen
 * when it does not fit.
 */
export function useFoldedNavigation({ bar, lead, menu }: NavigationParts, contentKey: string): boolean {
  // Folded or not, for the content it was decided for: new content is shown unfolded until measured.
  const [fold, setFold] = useState<{ readonly contentKey: string; readonly folded: boolean } | null>(null);
  const folded = fold?.contentKey === contentKey && fold.folded;
  // The row's width, measured unfolded, and the content it was measured with.
  const row = useRef<{ readonly contentKey: string; readonly width: number } | null>(null);

  useLayoutEffect(() => {
    const barElement = bar.current;
    if (!barElement) return;
    const fit = () => {
      if (row.current?.contentKey !== contentKey) {
        if (folded || !lead.current || !menu.current) return;
        row.current = { contentKey, width: unfoldedRowWidth(barElement, lead.current, menu.current) };
      }
      const tooWide = row.current.width > barElement.clientWidth;
      setFold((now) =>
        now?.contentKey === contentKey && now.folded === tooWide ? now : { contentKey, folded: tooWide },
      );
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(barElement);
    return () => observer.disconnect();
  }, [bar, lead, menu, folded, contentKey]);

  return folded;
}

/** The bar's padding, its lead, the gap and the menu at its natural width (not stretched to fill the bar). */
function unfoldedRowWidth(bar: HTMLElement, lead: HTMLElement, menu: HTMLElement): number {
  const barStyle = getComputedStyle(bar);
  const px = (value: string) => Number.parseFloat(value) || 0;
  const stretch = menu.style.flex;
  menu.style.flex = 'none';
  const menuWidth = menu.getBoundingClientRect().width;
  menu.style.flex = stretch;
  return (
    px(barStyle.paddingLeft) +
    lead.getBoundingClientRect().width +
    px(barStyle.columnGap) +
    // Rounded up: a fraction of a pixel short still wraps.
    Math.ceil(menuWidth) +
    px(barStyle.paddingRight)
  );
}
