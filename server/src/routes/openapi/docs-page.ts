import { exampleOf, type JsonSchema } from './json-schema.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if (schema.type === 'array') return `${typeLabel(schema.items as JsonSchema)}[]`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeLabel).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  return schema.format ? `${type} (${String(schema.format)})` : type;
}

function exampleBlock(
  label: string,
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
): string {
  if (!schema) return '';
  const example = JSON.stringify(exampleOf(schema, components), null, 2);
  return `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(example)}</pre></details>`;
}

function firstJsonSchema(content: unknown): JsonSchema | undefined {
  if (!content || typeof content !== 'object') return undefined;
  const first = Object.values(content as Record<string, { schema?: JsonSchema }>)[0];
  return first?.schema;
}

function operationHtml(
  method: string,
  path: string,
  operation: JsonSchema,
  components: Record<string, JsonSchema>,
): string {
  const parameters = (operation.parameters ?? []) as JsonSchema[];
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td>` +
        `<td>${escapeHtml(typeLabel(p.schema as JsonSchema))}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const requestBody = operation.requestBody as { content?: unknown } | undefined;
  const responses = Object.entries(
    (operation.responses ?? {}) as Record<
      string,
      { description?: string; content?: unknown; headers?: Record<string, unknown> }
    >,
  );
  const headerNames = (headers: Record<string, unknown> | undefined) => {
    const names = Object.keys(headers ?? {});
    return names.length > 0
      ? ` <span class="muted">(headers: ${names.map((n) => `<code>${escapeHtml(n)}</code>`).join(', ')})</span>`
      : '';
  };
  const responseList = responses
    .map(
      ([status, response]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description ?? '')}${headerNames(response.headers)}</li>`,
    )
    .join('');
  const success = responses.find(([status]) => status.startsWith('2'))?.[1];
  return `<section class="op">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(operation.summary ?? '')}</p>
  ${operation.description ? `<p class="muted">${escapeHtml(operation.description)}</p>` : ''}
  ${rows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
  ${requestBody ? exampleBlock('Example request body', firstJsonSchema(requestBody.content), components) : ''}
  ${success?.content ? exampleBlock('Example response', firstJsonSchema(success.content), components) : ''}
  <ul class="responses">${responseList}</ul>
</section>`;
}

/** A readable, self-contained page (no scripts, no CDN) rendering the OpenAPI document. */
export function renderDocsPage(document: JsonSchema): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  const components = ((document.components as JsonSchema).schemas ?? {}) as Record<
    string,
    JsonSchema
  >;
  const sharedParameters = ((document.components as JsonSchema).parameters ?? {}) as Record<
    string,
    JsonSchema
  >;
  /** A parameter, with `#/components/parameters/X` references replaced by X itself. */
  const resolved = (parameter: JsonSchema): JsonSchema =>
    typeof parameter.$ref === 'string'
      ? (sharedParameters[parameter.$ref.split('/').pop()!] ?? parameter)
      : parameter;
  const tags = document.tags as { name: string; description: string }[];
  const sections = tags.map((tag) => {
    const operations = Object.entries(paths).flatMap(([path, item]) => {
      const shared = (item.parameters ?? []) as unknown as JsonSchema[];
      return METHODS.flatMap((method) => {
        const operation = item[method];
        if (!operation || !((operation.tags ?? []) as string[]).includes(tag.name)) return [];
        const own = (operation.parameters ?? []) as JsonSchema[];
        return [
          operationHtml(
            method,
            path,
            { ...operation, parameters: [...shared, ...own].map(resolved) },
            components,
          ),
        ];
      });
    });
    return `<section id="${escapeHtml(tag.name)}"><h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${operations.join('\n')}</section>`;
  });
  const nav = tags
    .map((t) => `<a href="#${escapeHtml(t.name)}">${escapeHtml(t.name)}</a>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1d2430; display: flex; }
  nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 1rem; min-width: 12rem; background: #f4f6f9; box-sizing: border-box; }
  nav a { display: block; padding: .2rem 0; color: #1d4ed8; text-decoration: none; }
  main { padding: 1rem 2rem 4rem; max-width: 72rem; }
  h2 { border-bottom: 2px solid #dde3ea; padding-bottom: .3rem; margin-top: 2.5rem; }
  .op { border: 1px solid #dde3ea; border-radius: 6px; padding: .5rem 1rem; margin: 1rem 0; }
  .op h3 { font-size: 1rem; margin: .4rem 0; }
  .method { display: inline-block; min-width: 4.2rem; text-align: center; border-radius: 4px; color: #fff; font-size: .8rem; padding: .1rem .3rem; }
  .get { background: #2563eb; } .post { background: #16a34a; } .put, .patch { background: #d97706; } .delete { background: #dc2626; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; }
  th, td { text-align: left; border-bottom: 1px solid #e5e9ef; padding: .25rem .5rem; vertical-align: top; }
  pre { background: #0f172a; color: #e2e8f0; padding: .75rem; border-radius: 4px; overflow: auto; font-size: .85rem; }
  .muted { color: #5b6472; } .responses { margin: .4rem 0; }
</style>
</head>
<body>
<nav><strong>${escapeHtml(info.title)}</strong><div class="muted">v${escapeHtml(info.version)}</div>${nav}<a href="/api/openapi.json">openapi.json</a></nav>
<main>
<h1>${escapeHtml(info.title)}</h1>
<p>${escapeHtml(info.description)}</p>
${sections.join('\n')}
</main>
</body>
</html>`;
}
