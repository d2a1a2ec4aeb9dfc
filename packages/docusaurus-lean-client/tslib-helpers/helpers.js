// The tslib helpers the browser bundle uses; see index.ts. Same behaviour as tslib's own.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
