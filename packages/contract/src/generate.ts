import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

/** The TypeScript types of the contract document, as committed in generated.ts. */
export async function generateContractTypes(yamlText: string): Promise<string> {
  const ast = await openapiTS(parse(yamlText) as never, { alphabetize: true });
  return `// Generated from packages/contract/openapi.yaml by openapi-typescript (npm run contract). Do not edit.\n\n${astToString(ast)}`;
}
