import { useId } from "react";
import type { ComparisonBlock } from "../../../schema/generated/types";
import { Section, SectionHeading } from "../../ui/Section";

export function Comparison({
  id,
  eyebrow,
  title,
  intro,
  tone,
  methods,
  rows,
  note,
}: ComparisonBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={eyebrow}
        title={title}
        intro={intro}
      />
      {/* The hint shows exactly when the frame is narrower than the table's 36rem, i.e. when the table scrolls. */}
      <div className="@container">
        <p
          className="mb-2 hidden items-center gap-1 text-sm font-semibold text-slate-600 @max-[36rem]:flex"
          aria-hidden="true"
        >
          Swipe sideways for all {methods.length} methods{" "}
          <span className="text-orange-700">→</span>
        </p>
        <div
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
          tabIndex={0}
          role="region"
          aria-label={`${title ?? "Comparison"}: table, scrolls sideways on a narrow screen`}
        >
          <table className="w-full min-w-[36rem] text-left text-sm sm:text-base">
            <thead>
              <tr className="bg-slate-100 text-navy-900">
                <th
                  scope="col"
                  className="sticky left-0 bg-slate-100 px-4 py-3 font-semibold sm:px-6"
                >
                  <span className="sr-only">Criterion</span>
                </th>
                {methods.map((method, index) => (
                  <th
                    key={method}
                    scope="col"
                    className={`px-4 py-3 font-bold sm:px-6 ${index === 0 ? "bg-navy-900 text-white" : ""}`}
                  >
                    {method}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.criterion}>
                  {/* The criterion stays in view while the methods scroll past it. */}
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-4 py-3 font-semibold text-navy-900 shadow-[1px_0_0_var(--color-slate-200)] sm:px-6"
                  >
                    {row.criterion}
                  </th>
                  {row.values.map((value, index) => (
                    <td
                      key={`${row.criterion}-${methods[index] ?? index}`}
                      className={`px-4 py-3 sm:px-6 ${index === 0 ? "bg-orange-50 font-semibold text-navy-900" : "text-slate-600"}`}
                    >
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {note ? <p className="mt-4 text-sm text-slate-500">{note}</p> : null}
    </Section>
  );
}
