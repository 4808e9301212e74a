#ifndef CTURBOJPEG_SHIM_H
#define CTURBOJPEG_SHIM_H

// libjpeg-turbo's TurboJPEG API: it reports errors through return codes and
// tjGetErrorStr2 (it handles libjpeg's longjmp internally), so Swift can call it
// directly. Debian: libturbojpeg0-dev.
#include <turbojpeg.h>

#endif
