// The block gallery (development only, at /_blocks): every block rendered from its example.yaml, its YAML beside it.
import { asListItem, type BlockExample } from '../../src/content/block-examples';
import { BlockList } from '../BlockList';

function ExampleSection({ example }: { example: BlockExample }) {
  const codeId = `yaml-${example.type}`;
  return (
    <section id={`block-${example.type}`} aria-labelledby={`title-${example.type}`} className="border-t-4 border-navy-900">
      <header className="bg-slate-100 px-6 py-4">
        <h2 id={`title-${example.type}`} className="font-mono text-xl font-bold text-navy-900">
          type: {example.type}
        </h2>
        <p className="max-w-4xl text-slate-700">{example.description}</p>
      </header>
      <div className="grid xl:grid-cols-[minmax(0,1fr)_32rem]">
        <div className="min-w-0">
          {example.block ? (
            <BlockList blocks={[example.block]} />
          ) : (
            <p role="alert" className="m-6 rounded bg-red-100 p-4 text-red-900">
              This example does not validate: {example.problems.join('; ')}
            </p>
          )}
        </div>
        <aside className="min-w-0 bg-navy-950 p-4 text-slate-100" aria-label={`YAML of the ${example.type} block`}>
          <div className="sticky top-0">
            <div className="mb-2 flex items-center justify-between gap-4">
              <p className="text-sm text-slate-300">Paste under a page&apos;s blocks:</p>
              <button type="button" data-copy={codeId} className="rounded bg-orange-500 px-3 py-1 text-sm font-semibold text-white hover:bg-orange-600">
                Copy YAML
              </button>
            </div>
            <pre className="max-h-[80vh] overflow-auto text-sm leading-relaxed">
              <code id={codeId}>{asListItem(example.yaml)}</code>
            </pre>
          </div>
        </aside>
      </div>
    </section>
  );
}

export function BlockGallery({ examples }: { examples: BlockExample[] }) {
  return (
    <main>
      <header className="bg-navy-900 px-6 py-8 text-white">
        <h1 className="text-3xl font-extrabold">Block gallery</h1>
        <p className="mt-2 max-w-3xl text-slate-300">
          Every block a page can use, drawn from its example. Pick one by sight, copy its YAML into a page file under site/pages/, then change the text. Field by field help:
          docs/blocks.md. This page exists only while <code>npm run dev</code> runs.
        </p>
        <nav aria-label="Block types" className="mt-4 flex flex-wrap gap-2">
          {examples.map((example) => (
            <a key={example.type} href={`#block-${example.type}`} className="rounded-full bg-navy-700 px-3 py-1 font-mono text-sm hover:bg-orange-600">
              {example.type}
            </a>
          ))}
        </nav>
      </header>
      {examples.map((example) => (
        <ExampleSection key={example.type} example={example} />
      ))}
    </main>
  );
}
