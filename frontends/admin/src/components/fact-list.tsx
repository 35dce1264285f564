import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/** A titled group of facts about one record, as a definition list of `Fact`s. */
export function FactList({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  return (
    <>
      <h3 className={ui.subheading}>{heading}</h3>
      <dl className={ui.facts}>{children}</dl>
    </>
  );
}

export function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
