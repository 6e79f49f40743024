// The block editor on WordPress 6.8 (Debian trixie's package), its canvas an iframe.
import { wordpressGroup } from './group.mjs';

wordpressGroup('6.8');
