// The rule is plain JavaScript, as eslint.config.js loads it without a build; its type for the test.
import type { ESLint, Rule } from 'eslint';

export declare const importCycles: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
