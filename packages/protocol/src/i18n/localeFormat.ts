/**
 * The forms of a message that depends on a count, by CLDR plural category.
 * `other` is required: every language has it, and it is the fallback.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The form of `forms` that `count` takes in `locale` (Intl.PluralRules), with
 * `{count}` replaced by the count as the locale writes numbers.
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(locale).select(count);
  const form = forms[category] ?? forms.other;
  return form.replaceAll("{count}", formatNumber(locale, count));
}

/** A number as `locale` writes it (digits, grouping, decimal sign). */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(locale, options).format(value);
}
