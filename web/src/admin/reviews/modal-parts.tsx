import { useState } from 'react';
import { Select } from 'antd';
import type { QueryOf } from '../../app/contract';
import { FormField } from '../../panel/shared/FormField';
import { useListRows, type AdminListRoute, type RowOf } from '../shell/admin-list-api';

interface Person {
  id: number;
  name: string;
  surname: string;
  email: string;
}

/** A person as a picker shows them: the name, and the e-mail that tells namesakes apart. */
export const personOption = (p: Person) => ({
  value: p.id,
  label: `${p.name} ${p.surname} <${p.email}>`,
});

interface SearchOption {
  value: number;
  label: string;
}

/**
 * A search of an admin list on the server for a SearchField: the options found for the typed
 * words (`query` makes the list's query of them), whether a search runs, what takes the typed
 * words and the `placeholder` that says what they are matched against. Nothing is asked while
 * `skip` is true (a closed modal).
 */
export function useListSearch<R extends AdminListRoute>(
  route: R,
  query: (q: string) => QueryOf<R>,
  toOption: (row: RowOf<R>) => SearchOption,
  { placeholder, skip }: { placeholder: string; skip: boolean },
) {
  const [q, setQ] = useState('');
  const found = useListRows(route, query(q), skip);
  const options = found.rows.map(toOption);
  return { options, loading: found.isFetching, onSearch: setQ, placeholder };
}

/** A picked id of a schema form, as a SearchField binds it. */
interface IdField {
  value: number | undefined;
  error: string | undefined;
  onChange: (id: number) => void;
}

/** Binds the id field `field` of a schema form to a SearchField. */
export function idField<K extends string>(
  form: {
    values: { [F in K]?: number };
    errors: Record<string, string | undefined>;
    set: (field: K, id: number) => void;
  },
  field: K,
): IdField {
  return {
    value: form.values[field],
    error: form.errors[field],
    onChange: (id) => form.set(field, id),
  };
}

/** A required field whose one value is picked among the rows the server found for the typed words. */
export function SearchField({
  label,
  field: { value, error, onChange },
  search: { options, loading, onSearch, placeholder },
}: {
  label: string;
  field: IdField;
  search: ReturnType<typeof useListSearch>;
}) {
  return (
    <FormField label={label} required error={error}>
      {(id) => (
        // antd filters nothing itself: the options are already what the server matched.
        <Select<number>
          id={id}
          showSearch={{ filterOption: false, onSearch }}
          placeholder={placeholder}
          loading={loading}
          value={value}
          onChange={onChange}
          options={options}
        />
      )}
    </FormField>
  );
}
