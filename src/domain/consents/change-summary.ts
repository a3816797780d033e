import type { ConsentDifference } from './consent-diff';
import { slotLabel, valueLabel } from './consent-texts';

/** One line per stored choice, for the confirmation e-mail: '- Profilointi: En salli (aiemmin: Sallin)'. */
export function changeSummaryLines(diffs: readonly ConsentDifference[]): string[] {
  return diffs.map((d) => {
    const now = valueLabel(d, d.to);
    const before = d.from === d.to ? 'ennallaan, vahvistettu' : `aiemmin: ${valueLabel(d, d.from)}`;
    return `- ${slotLabel(d)}: ${now} (${before})`;
  });
}
