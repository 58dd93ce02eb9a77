/** One choice of a fixed list: a stable machine id (the web translates by it) and the spec's English label. */
export type TOption = { readonly id: string; readonly label: string };

/** The ids of a non-empty option list as a tuple, ready for z.enum. */
export function optionIds<const T extends readonly [TOption, ...TOption[]]>(options: T): [T[number]['id'], ...T[number]['id'][]] {
  return options.map((option) => option.id) as [T[number]['id'], ...T[number]['id'][]];
}

/** The English label of an id in an option list, or undefined if the id is not in it. */
export function optionLabel(options: readonly TOption[], id: string): string | undefined {
  return options.find((option) => option.id === id)?.label;
}
