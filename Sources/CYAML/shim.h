// libyaml, the C YAML parser (Debian's libyaml-dev, Homebrew's libyaml).
#include <yaml.h>
