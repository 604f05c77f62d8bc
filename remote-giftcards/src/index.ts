// Standalone entry (QA, feature teams): the host never loads this file, only ./pages.
// Async boundary: module federation negotiates the shared singletons first.
import('./bootstrap');
