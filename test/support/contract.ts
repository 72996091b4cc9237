import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json> };

const documentUrl = new URL('../../packages/contract/openapi.yaml', import.meta.url);
// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

export interface ContractViolation {
  operation: string;
  status: number;
  problems: string[];
}

/**
 * Checks answers against the project's OpenAPI document: the status must be one the operation
 * documents, and a JSON body must match that response's schema (JSON Schema 2020-12, as
 * OpenAPI 3.1 uses it).
 */
export function createContractChecker(yamlText = readFileSync(documentUrl, 'utf8')) {
  const document = parse(yamlText) as { paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, Json>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document as unknown as Json, 'contract');
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literals: template.split('/').filter((segment) => !segment.startsWith('{')).length,
  }));

  function findTemplate(path: string, method: string): string | undefined {
    return templates
      .filter(({ template, pattern }) => pattern.test(path) && document.paths[template]![method])
      .sort((a, b) => b.literals - a.literals)[0]?.template;
  }

  function resolveResponse(response: Json | undefined): Json | undefined {
    const ref = response?.$ref;
    if (typeof ref !== 'string') return response;
    return document.components.responses?.[ref.split('/').pop()!];
  }

  /** Problems with one answer, or undefined when it matches the contract. */
  function check(method: string, pathWithQuery: string, status: number, body: unknown): ContractViolation | undefined {
    const lower = method.toLowerCase();
    const path = pathWithQuery.split('?')[0]!;
    const template = findTemplate(path, lower);
    const operation = `${method.toUpperCase()} ${template ?? path}`;
    if (!template) return { operation, status, problems: ['the operation is not in the contract'] };
    const responses = document.paths[template]![lower]!.responses ?? {};
    const key = String(status) in responses ? String(status) : `${String(status)[0]}XX` in responses ? `${String(status)[0]}XX` : 'default' in responses ? 'default' : undefined;
    if (!key) return { operation, status, problems: [`status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`] };
    const schema = (resolveResponse(responses[key])?.content as Record<string, { schema?: Json }> | undefined)?.['application/json']?.schema;
    if (!schema) return undefined;
    const id = `${template}|${lower}|${key}`;
    let validate = compiled.get(id);
    if (!validate) {
      const pointer = `#/paths/${template.replace(/~/g, '~0').replace(/\//g, '~1')}/${lower}/responses/${key}`;
      const ref = typeof responses[key]?.$ref === 'string' ? `contract${responses[key]!.$ref as string}` : `contract${pointer}`;
      validate = ajv.compile({ $ref: `${ref}/content/application~1json/schema` });
      compiled.set(id, validate);
    }
    if (validate(body)) return undefined;
    return { operation, status, problems: (validate.errors ?? []).slice(0, 8).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`) };
  }

  return { check, paths: Object.keys(document.paths), document };
}
