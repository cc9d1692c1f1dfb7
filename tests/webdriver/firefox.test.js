// The WebDriver suite (suite.js) in Firefox ESR, through geckodriver.
import { defineSuite } from './suite.js';

defineSuite('firefox');
