// A Playwright reporter beside `list` and `slowest.js`, printing last: when tests failed, the
// first three of them with the first lines of their errors. `list` prints every error in full as
// it comes, but when many tests fail, the run's end is a list of their names alone, and a log
// that keeps only its last lines (CI's) would not say why.
import { runTitle } from './slowest.js';

/** How many failures are told, and how many lines of each error. */
const FAILURES = 3;
const LINES = 6;

/** @implements {import('@playwright/test/reporter').Reporter} */
export default class FirstFailures {
  /** @type {{ title: string, error: string }[]} */
  #failures = [];
  #failed = 0;

  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   * @param {import('@playwright/test/reporter').TestResult} result
   */
  onTestEnd(test, result) {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    this.#failed += 1;
    if (this.#failures.length >= FAILURES) return;
    const error = result.errors.map((e) => e.message ?? e.value ?? '').join('\n') || result.status;
    this.#failures.push({ title: runTitle(test), error: plain(error) });
  }

  onEnd() {
    if (!this.#failed) return;
    console.log(`\n${this.#failed} failed; the first ${this.#failures.length}, in the order they ended:`);
    for (const { title, error } of this.#failures) {
      console.log(`  ${title}`);
      const lines = error.split('\n').filter((line) => line.trim() !== '');
      for (const line of lines.slice(0, LINES)) console.log(`    ${line.slice(0, 200)}`);
      if (lines.length > LINES) console.log(`    … ${lines.length - LINES} more lines: the whole error is earlier in the output`);
    }
  }

  printsToStdio() {
    return false;
  }
}

/** `text` without the terminal's colour codes. */
function plain(text) {
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
