// Dear ImGui as a system library: pkg-config "imgui" gives the include paths (-I/usr/include/imgui) to the
// targets that depend on this one (CImGuiShim), with no unsafe flags. Swift imports nothing from here: ImGui's
// headers are C++, so the panels go through CImGuiShim's C API.
#ifndef CIMGUI_SYSTEM_H
#define CIMGUI_SYSTEM_H
#endif
