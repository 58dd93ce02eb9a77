import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';

type SearchFormProps = { label: string; submit: string; tooShort: string };

/** The `?q` search box of an admin list (People, Listings): at least 2 characters, kept in the URL. */
export function SearchForm({ label, submit, tooShort }: SearchFormProps) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q')?.trim() ?? '');
  const [short, setShort] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    setShort(wanted.length < 2);
    if (wanted.length >= 2) setParams({ q: wanted });
  };
  return (
    <form role="search" onSubmit={onSubmit} noValidate className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          label={label}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={short ? tooShort : undefined}
        />
      </div>
      <Button type="submit">{submit}</Button>
    </form>
  );
}

/** The search the URL holds. */
export function useSearchQuery(): string {
  const [params] = useSearchParams();
  return params.get('q')?.trim() ?? '';
}
