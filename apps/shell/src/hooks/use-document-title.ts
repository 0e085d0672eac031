// The hook lives in @tote/ui; this path stays for the feature screens that import it from here.
export { useDocumentTitle } from '@tote/ui/document-title';
