// The WebDriver suite (suite.js) in WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver, on
// the X display in DISPLAY (scripts/test-webdriver.sh starts Xvfb).
import { defineSuite } from './suite.js';

defineSuite('webkit');
