// The helpers live in @tote/ui/testing; this path stays for the feature tests that import it from here.
export { fieldLabelled, renderScreen } from '@tote/ui/testing';
