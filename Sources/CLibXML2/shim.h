// libxml2's push parser and SAX2 callbacks: what the storyboard importer reads XML with.
#include <libxml/xmlversion.h>
// With ICU support on (Debian's build), libxml2's headers include the system's ICU headers,
// whose names clash with the copy of ICU that Foundation carries: a module importing both
// Foundation and this one (the tests) would not compile. Nothing here uses libxml2's ICU
// declarations, and they only add fields to a struct used through pointers, so they are left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
