/** A rating or its uncertainty as the page shows it: one decimal, in the reader's language (`signed`: with its sign, for a change). */
export function formatRating(value: number, language: string, signed = false): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(value);
}
