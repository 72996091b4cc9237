// Prints the test run's closing line in the plain form CI reads: `N passed, N failed, N skipped`.
// A test file that failed without a failing test (a hook, an import, a store server that could not
// start under WALLET_KIT_STORE_SERVERS=required) counts as one failure: its tests report as skipped.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(new URL('../test-results/vitest.json', import.meta.url), 'utf8'));
const failedFiles = report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numPassedTests} passed, ${report.numFailedTests + failedFiles} failed, ${skipped} skipped`);
