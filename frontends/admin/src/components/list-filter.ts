import { useState } from 'react';

/**
 * A paged list's filter held in the page (not the address): `draft` is what the fields show, `filter` what the
 * list was asked for, with its page. Fields typed into wait in the draft for the submit button; a select applies
 * at once. Applying anything starts again at the first page.
 */
export function useListFilter<Fields extends object>(empty: Fields) {
  const [draft, setDraft] = useState(empty);
  const [filter, setFilter] = useState({ ...empty, offset: 0 });
  return {
    draft,
    filter,
    edit: (change: Partial<Fields>) => setDraft({ ...draft, ...change }),
    /** Asks the list for `change` (every drafted field when none is given) and leaves the other drafts as typed. */
    apply: (change: Partial<Fields> = draft) => {
      setDraft({ ...draft, ...change });
      setFilter({ ...filter, ...change, offset: 0 });
    },
    page: (offset: number) => setFilter({ ...filter, offset }),
  };
}
