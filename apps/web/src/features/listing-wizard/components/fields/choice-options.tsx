/** A choice of a select: the stored value and what the reader sees. */
export type TChoice = { value: string; label: string };

/** A select's options: the empty choice first (its text is the placeholder), then each choice. */
export function ChoiceOptions({ placeholder, choices }: { placeholder: string; choices: readonly TChoice[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
