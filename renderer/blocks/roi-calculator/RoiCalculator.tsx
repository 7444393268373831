import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { RoiCalculatorBlock } from "../../../schema/generated/types";
import { track } from "../../../src/analytics";
import { ActionRow, buttonStyles } from "../../ui/ActionButton";
import { OptionList } from "../../ui/OptionList";
import { Section, SectionHeading } from "../../ui/Section";
import {
  calculateRoi,
  formatAud,
  formatMonths,
  formatPercent,
  missingForComparison,
  roiFigures,
  type RoiForm,
  type RoiMissing,
  type RoiResult,
} from "./roi";

const INDUSTRIES = {
  energy: "Energy & Power",
  mining: "Mining",
  manufacturing: "Manufacturing",
  marine: "Marine",
  infrastructure: "Infrastructure",
  defense: "Defence",
};
const METHODS = {
  sandblasting: "Sandblasting",
  chemical: "Chemical stripping",
  grinding: "Grinding",
  pressure: "Pressure washing",
  manual: "Manual (wire brush, scraping)",
};
const PROJECT_SIZES = {
  small: "Small (under 100 sqm)",
  medium: "Medium (100-1000 sqm)",
  large: "Large (1000+ sqm)",
  massive: "Industrial scale (10,000+ sqm)",
};

const field =
  "mt-1.5 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-navy-900 shadow-sm placeholder:text-slate-400 focus:border-orange-500";
const labelStyle = "block text-sm font-semibold text-navy-900";

/** A label above its control, tied by id. */
function Labelled({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function Choice({
  name,
  label,
  options,
}: {
  name: keyof RoiForm;
  label: string;
  options: Record<string, string>;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select id={id} name={name} defaultValue="" className={field}>
          <OptionList placeholder="Select…" options={options} />
        </select>
      )}
    </Labelled>
  );
}

function Amount({
  name,
  label,
  hint,
  example,
  defaultValue,
  step = "1",
}: {
  name: keyof RoiForm;
  label: string;
  hint: string;
  example: string;
  defaultValue?: string;
  step?: string;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <>
          <input
            id={id}
            name={name}
            type="number"
            inputMode="decimal"
            min="0"
            step={step}
            defaultValue={defaultValue}
            placeholder={example}
            aria-describedby={`${id}-hint`}
            className={field}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        </>
      )}
    </Labelled>
  );
}

const RESULT_ROWS: { key: keyof RoiResult; label: string }[] = [
  { key: "annualLaborSavings", label: "Annual labour savings" },
  { key: "annualMaterialSavings", label: "Annual material savings" },
  { key: "annualDowntimeSavings", label: "Annual downtime savings" },
  { key: "totalAnnualSavings", label: "Total annual savings" },
  { key: "estimatedServiceCost", label: "Estimated laser cleaning cost" },
];

const MISSING_FIGURES: Record<RoiMissing, { title: string; text: string }> = {
  "hours-or-materials": {
    title: "Nothing to compare yet",
    text: "Enter the downtime hours or the material costs of a typical project, then press Calculate: the savings are worked out from them.",
  },
  projects: {
    title: "How many projects a year?",
    text: "Enter at least 1 in Projects per year, then press Calculate: the savings are worked out per year.",
  },
};

function MissingFigures({ missing }: { missing: RoiMissing }) {
  const { title, text } = MISSING_FIGURES[missing];
  return (
    <div>
      <p className="text-xl font-bold text-white">{title}</p>
      <p className="mt-2 text-lg text-slate-200">{text}</p>
    </div>
  );
}

function ResultPanel({ result }: { result: RoiResult }) {
  const paysBack = result.netSavings > 0;
  return (
    <div>
      <p className="text-sm font-semibold tracking-widest text-orange-300 uppercase">
        Net annual savings
      </p>
      <p
        className="mt-1 text-3xl font-extrabold wrap-anywhere text-white tabular-nums sm:text-4xl"
        data-testid="roi-netSavings"
      >
        {formatAud(result.netSavings)}
      </p>
      <div className="mt-5 grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2">
        <div className="rounded-lg bg-white/10 p-4">
          <p className="text-sm text-slate-300">Return on investment</p>
          <p
            className="text-2xl font-bold wrap-anywhere text-white tabular-nums"
            data-testid="roi-roi"
          >
            {formatPercent(result.roi)}
          </p>
        </div>
        <div className="rounded-lg bg-white/10 p-4">
          <p className="text-sm text-slate-300">Payback period</p>
          <p
            className="text-2xl font-bold wrap-anywhere text-white tabular-nums"
            data-testid="roi-paybackMonths"
          >
            {paysBack ? formatMonths(result.paybackMonths) : "Not reached"}
          </p>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-white/10 text-sm">
        {RESULT_ROWS.map(({ key, label }) => (
          <div
            key={key}
            className="flex flex-wrap justify-between gap-x-4 py-2"
          >
            <dt className="text-slate-300">{label}</dt>
            <dd
              className="ml-auto min-w-0 text-right font-semibold wrap-anywhere text-white tabular-nums"
              data-testid={`roi-${key}`}
            >
              {formatAud(result[key])}
            </dd>
          </div>
        ))}
      </dl>
      {paysBack ? null : (
        <p className="mt-3 text-sm text-orange-200">
          At these figures laser cleaning costs more than it saves; talk to us
          about your assets for a closer look.
        </p>
      )}
    </div>
  );
}

export function RoiCalculator({
  id,
  eyebrow,
  title,
  intro,
  prompt,
  note,
  actions,
  tone,
}: RoiCalculatorBlock) {
  const [outcome, setOutcome] = useState<
    { result: RoiResult } | { missing: RoiMissing }
  >();
  const headingId = `${id ?? "roi-calculator"}-title`;
  const assessment = actions?.find((action) => action.href);

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = Object.fromEntries(
      new FormData(event.currentTarget),
    ) as unknown as RoiForm;
    const figures = roiFigures(form);
    const missing = missingForComparison(figures);
    // With nothing to compare there is no result to show or to record.
    if (missing) return setOutcome({ missing });
    const calculated = calculateRoi(figures);
    setOutcome({ result: calculated });
    const industry = form.industry || "unspecified";
    const savings = Math.round(calculated.netSavings);
    const roi = Math.round(calculated.roi * 10) / 10;
    track(
      (events) => events.roiCalculated(industry, savings, roi),
      (events) => events.roiCalculatorView(industry, savings),
    );
  };

  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={eyebrow}
        title={title}
        intro={intro}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <form
          onSubmit={calculate}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
          aria-label="ROI calculator"
        >
          {/* Read before the visitor types: without JavaScript, Calculate can only reload the page. */}
          <noscript>
            <p className="mb-5 rounded-lg border border-orange-200 bg-orange-50 p-4 text-navy-900">
              This calculator works out your figures in the browser and needs
              JavaScript, which is turned off here.{" "}
              {assessment ? (
                <a
                  href={assessment.href}
                  className="font-semibold text-orange-700 underline underline-offset-2"
                >
                  {assessment.label}
                </a>
              ) : (
                "Ask us for an ROI assessment"
              )}{" "}
              and we will work them out with you.
            </p>
          </noscript>
          <div className="grid gap-5 sm:grid-cols-2">
            <Choice name="industry" label="Industry" options={INDUSTRIES} />
            <Choice
              name="projectSize"
              label="Project size"
              options={PROJECT_SIZES}
            />
            <Choice
              name="currentMethod"
              label="Current cleaning method"
              options={METHODS}
            />
            <Amount
              name="annualProjects"
              label="Projects per year"
              hint="How many similar jobs a year (1 if empty)"
              example="e.g. 4"
            />
            <Amount
              name="laborCostPerHour"
              label="Labour cost per hour (AUD)"
              hint="Your crew's hourly rate"
              example="e.g. 75"
              defaultValue="75"
            />
            <Amount
              name="materialCosts"
              label="Material costs per project (AUD)"
              hint="Blast media, chemicals, disposal"
              example="e.g. 5000"
            />
            <Amount
              name="downtimeHours"
              label="Downtime hours per project"
              hint="Hours the asset is out of service"
              example="e.g. 40"
              step="0.5"
            />
          </div>
          <button
            type="submit"
            className={`${buttonStyles.cta} mt-6 min-h-12 w-full px-5 py-3 text-base sm:w-auto`}
          >
            Calculate
          </button>
        </form>
        <div
          className="tone-dark flex min-w-0 flex-col justify-between rounded-xl bg-navy-900 p-4 text-slate-300 sm:p-8"
          aria-live="polite"
        >
          {outcome === undefined ? (
            <p className="text-lg text-slate-200">{prompt}</p>
          ) : "missing" in outcome ? (
            <MissingFigures missing={outcome.missing} />
          ) : (
            <ResultPanel result={outcome.result} />
          )}
          <div className="mt-6">
            {note ? <p className="text-xs text-slate-400">{note}</p> : null}
            <ActionRow actions={actions} className="mt-4" />
          </div>
        </div>
      </div>
    </Section>
  );
}
