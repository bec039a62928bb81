// libstemmer, the Snowball stemmers in C (Debian's libstemmer-dev, Homebrew's snowball).
#include <libstemmer.h>
