// The bundler's loader for plugins/translation-descriptions (index.ts): strips a module's
// translation descriptions (strip.js) and counts them in the plugin's tally.
const {stripTranslationDescriptions} = require('./strip');

module.exports = function translationDescriptionsLoader(source) {
  const {code, removed} = stripTranslationDescriptions(source);
  this.getOptions().tally.removed += removed;
  return code;
};
