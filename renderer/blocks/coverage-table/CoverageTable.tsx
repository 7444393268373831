import { useId } from "react";
import type {
  CoverageRow,
  CoverageTableBlock,
} from "../../../schema/generated/types";
import { Section, SectionHeading } from "../../ui/Section";

const badges: Record<CoverageRow["tier"], string> = {
  "same-day": "bg-emerald-100 text-emerald-800 ring-emerald-600/20",
  "next-day": "bg-amber-100 text-amber-900 ring-amber-600/20",
  scheduled: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

export function CoverageTable({
  id,
  eyebrow,
  title,
  intro,
  tone,
  columns,
  rows,
}: CoverageTableBlock) {
  const headingId = useId();
  const hasDetail = rows.some((row) => row.detail);
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={eyebrow}
        title={title}
        intro={intro}
      />
      {/* Scrolls rather than clips: with large text on a phone a column may be wider than the screen. */}
      <div
        className="mx-auto max-w-4xl overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label={`${title ?? "Coverage"}: table`}
      >
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                {columns.area}
              </th>
              {hasDetail ? (
                <th
                  scope="col"
                  className="hidden px-4 py-3 font-semibold sm:table-cell sm:px-6"
                >
                  {columns.detail}
                </th>
              ) : null}
              <th
                scope="col"
                className="px-4 py-3 text-right font-semibold sm:px-6"
              >
                {columns.response}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.area} className="text-slate-700">
                <th
                  scope="row"
                  className="px-4 py-4 font-semibold text-navy-900 sm:px-6"
                >
                  {row.area}
                  {row.detail ? (
                    <span className="mt-1 block text-sm font-normal text-slate-500 sm:hidden">
                      {row.detail}
                    </span>
                  ) : null}
                </th>
                {hasDetail ? (
                  <td className="hidden px-4 py-4 sm:table-cell sm:px-6">
                    {row.detail}
                  </td>
                ) : null}
                <td className="px-4 py-4 text-right sm:px-6">
                  <span
                    className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset large-text:whitespace-normal ${badges[row.tier]}`}
                  >
                    {row.response}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
