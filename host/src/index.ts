// Async boundary: module federation negotiates the shared singletons before any app code runs.
import('./bootstrap');
