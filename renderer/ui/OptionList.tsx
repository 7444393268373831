/** A select's options: the empty prompt first, then value → label pairs in order. */
export function OptionList({ placeholder, options }: { placeholder: string; options: Record<string, string> }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {Object.entries(options).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </>
  );
}
