import type { Plugin } from 'vite';

/**
 * antd's form context (antd/es/form/context.js), which its inputs, selects and dropdowns all
 * import, needs only rc-form's FormProvider, but takes it from the package's index. That index
 * attaches Field, List and useForm to the Form component at load, so the whole form engine and
 * its validator (about 14 KB gzip) rode along on every screen with any antd control. Pointing
 * that one import at the module that defines FormProvider keeps the engine with the screens that
 * have forms; it is the very module the index re-exports, so there is still one context.
 */
export function antdFormContext(): Plugin {
  return {
    name: 'conf:antd-form-context',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer) return null;
      if (!/[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
    },
  };
}
