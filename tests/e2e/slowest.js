// A Playwright reporter beside `list`: when the run ends, the ten slowest tests (each project's
// run of a test on its own line), so that every run of `npm test` says where e2e's time goes.
/** @implements {import('@playwright/test/reporter').Reporter} */
export default class Slowest {
  /** @type {{ title: string, ms: number }[]} */
  #runs = [];

  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   * @param {import('@playwright/test/reporter').TestResult} result
   */
  onTestEnd(test, result) {
    this.#runs.push({ title: runTitle(test), ms: result.duration });
  }

  onEnd() {
    const slowest = [...this.#runs].sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (!slowest.length) return;
    console.log('\nThe ten slowest tests:');
    for (const { title, ms } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${title}`);
  }

  printsToStdio() {
    return false;
  }
}

/**
 * A test's run as the reporters name it: its project, its file and its title.
 * @param {import('@playwright/test/reporter').TestCase} test
 */
export function runTitle(test) {
  const [, project, file] = test.titlePath();
  return `[${project}] ${file} › ${test.title}`;
}
