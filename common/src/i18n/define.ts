/**
 * A catalogue section: English is the reference; the Azerbaijani half must hold exactly the same
 * keys, which the type below enforces at compile time (and catalogue.test.ts again at run time).
 */
export function defineMessages<const K extends string>(
  en: Record<K, string>,
  az: NoInfer<Record<K, string>>,
): { en: Record<K, string>; az: Record<K, string> } {
  return { en, az };
}
