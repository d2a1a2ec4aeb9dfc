// The smoke flows (flows.ts) in WebKitGTK's MiniBrowser, served with the error recorder webkit.ts needs.
import {defineSmokeTests} from './flows';
import {launchWebKit, WEBKIT_SITE} from './webkit';

defineSmokeTests('WebKit', launchWebKit, WEBKIT_SITE);
