// The WordPress group on WordPress 6.6 (6.6-RC3 from @wp-playground/wordpress-builds).
import { wordpressGroup } from './group.mjs';

wordpressGroup('6.6');
