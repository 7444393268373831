// node:module for the editor in the browser: the one CommonJS package the content modules require is js-yaml.
import * as jsYaml from 'js-yaml';

export const createRequire = () => (name: string) => {
  if (name === 'js-yaml') return jsYaml;
  throw new Error(`the editor cannot require ${name}`);
};

export default { createRequire };
