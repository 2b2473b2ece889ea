// The XDG desktop portal's FileChooser (org.freedesktop.portal.FileChooser) over D-Bus, with GIO:
// OpenFile or SaveFile returns a request object at once; the user's answer comes later as that
// request's Response signal (0: chosen, with "uris"; 1: cancelled; 2: ended another way).
// No session bus, no portal service, or a portal without a FileChooser: Unavailable.
#include <gio/gio.h>

#include <cstdlib>
#include <string>

#include "files/file_chooser.hpp"

namespace lab {

namespace {

// The session bus's address as GIO would find it, without its fallback of starting a bus
// (dbus-launch on X) when there is none: no bus means no portal.
std::string session_bus_address() {
  if (const char* a = std::getenv("DBUS_SESSION_BUS_ADDRESS"); a && *a) return a;
  if (const char* run = std::getenv("XDG_RUNTIME_DIR"); run && *run) {
    const std::string socket = std::string(run) + "/bus";
    if (g_file_test(socket.c_str(), G_FILE_TEST_EXISTS)) return "unix:path=" + socket;
  }
  return {};
}

// What the Response signal brought.
struct Response {
  bool came = false;
  guint32 code = 2;
  std::string uri;
};

void on_response(GDBusConnection*, const gchar*, const gchar*, const gchar*, const gchar*, GVariant* parameters,
                 gpointer data) {
  auto* r = static_cast<Response*>(data);
  GVariant* results = nullptr;
  g_variant_get(parameters, "(u@a{sv})", &r->code, &results);
  const gchar** uris = nullptr;
  if (g_variant_lookup(results, "uris", "^a&s", &uris) && uris && uris[0]) r->uri = uris[0];
  g_free(uris);
  g_variant_unref(results);
  r->came = true;
}

// OpenFile's or SaveFile's options: our token, modal, the .json filter, where to start.
GVariant* chooser_options(const ChooserRequest& request, const std::string& token) {
  GVariantBuilder options;
  g_variant_builder_init(&options, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add(&options, "{sv}", "handle_token", g_variant_new_string(token.c_str()));
  g_variant_builder_add(&options, "{sv}", "modal", g_variant_new_boolean(TRUE));
  GVariant* filter = g_variant_new_parsed("('Collision Lab files (states, lessons)', [(uint32 0, '*.json')])");
  g_variant_builder_add(&options, "{sv}", "current_filter", filter);
  g_variant_builder_add(&options, "{sv}", "filters", g_variant_new_array(nullptr, &filter, 1));
  g_variant_builder_add(&options, "{sv}", "current_folder", g_variant_new_bytestring(request.folder.c_str()));
  if (request.save) g_variant_builder_add(&options, "{sv}", "current_name", g_variant_new_string(request.name.c_str()));
  return g_variant_builder_end(&options);
}

// Wait for the Response, looking at `cancel` ten times a second; cancelled, the request is closed.
void wait_for(GDBusConnection* bus, GMainContext* context, const std::string& handle, const Response& response,
              const std::atomic<bool>& cancel) {
  GSource* tick = g_timeout_source_new(100);
  g_source_set_callback(
      tick, [](gpointer) -> gboolean { return G_SOURCE_CONTINUE; }, nullptr, nullptr);
  g_source_attach(tick, context);
  while (!response.came && !cancel) g_main_context_iteration(context, TRUE);
  g_source_destroy(tick);
  g_source_unref(tick);
  if (response.came) return;
  GVariant* closed = g_dbus_connection_call_sync(bus, "org.freedesktop.portal.Desktop", handle.c_str(),
                                                 "org.freedesktop.portal.Request", "Close", nullptr, nullptr,
                                                 G_DBUS_CALL_FLAGS_NONE, 2000, nullptr, nullptr);
  if (closed) g_variant_unref(closed);
}

// The request's object path, as the portal makes it from our bus name and the token.
std::string request_path(GDBusConnection* bus, const std::string& token) {
  std::string sender = g_dbus_connection_get_unique_name(bus) + 1;  // ":1.42" → "1_42"
  for (char& c : sender)
    if (c == '.') c = '_';
  return "/org/freedesktop/portal/desktop/request/" + sender + "/" + token;
}

ChooserAnswer ask_on(GDBusConnection* bus, GMainContext* context, const ChooserRequest& request,
                     const std::atomic<bool>& cancel) {
  ChooserAnswer answer;
  answer.by = "portal";
  static std::atomic<int> counter{0};
  const std::string token = "collision_lab_" + std::to_string(++counter);
  const std::string handle = request_path(bus, token);
  Response response;
  // Subscribed before the call: the answer may come before the call's reply is read.
  const guint subscription =
      g_dbus_connection_signal_subscribe(bus, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Request",
                                         "Response", handle.c_str(), nullptr, G_DBUS_SIGNAL_FLAGS_NONE, on_response,
                                         &response, nullptr);
  GError* error = nullptr;
  GVariant* reply =
      g_dbus_connection_call_sync(bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                  "org.freedesktop.portal.FileChooser", request.save ? "SaveFile" : "OpenFile",
                                  g_variant_new("(ss@a{sv})", request.parent_window.c_str(), request.title.c_str(),
                                                chooser_options(request, token)),
                                  G_VARIANT_TYPE("(o)"), G_DBUS_CALL_FLAGS_NONE, 25000, nullptr, &error);
  if (!reply) {
    answer.problem = std::string("portal: ") + (error ? error->message : "no answer");
    g_clear_error(&error);
  } else {
    g_variant_unref(reply);
    wait_for(bus, context, handle, response, cancel);
    gchar* file = response.code == 0 && !response.uri.empty()
                      ? g_filename_from_uri(response.uri.c_str(), nullptr, nullptr)
                      : nullptr;
    answer.status = file ? ChooserAnswer::Status::Chosen : ChooserAnswer::Status::Cancelled;
    if (file) answer.file = file;
    g_free(file);
  }
  g_dbus_connection_signal_unsubscribe(bus, subscription);
  return answer;
}

}  // namespace

ChooserAnswer ask_portal(const ChooserRequest& request, const std::atomic<bool>& cancel) {
  const std::string address = session_bus_address();
  if (address.empty()) return {ChooserAnswer::Status::Unavailable, {}, "portal", "portal: no session bus"};
  // This thread's own main context: the Response signal is delivered here, not on the window's.
  GMainContext* context = g_main_context_new();
  g_main_context_push_thread_default(context);
  GError* error = nullptr;
  GDBusConnection* bus = g_dbus_connection_new_for_address_sync(
      address.c_str(),
      static_cast<GDBusConnectionFlags>(G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                        G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION),
      nullptr, nullptr, &error);
  ChooserAnswer answer{ChooserAnswer::Status::Unavailable, {}, "portal", {}};
  if (bus) {
    answer = ask_on(bus, context, request, cancel);
    g_dbus_connection_close_sync(bus, nullptr, nullptr);
    g_object_unref(bus);
  } else {
    answer.problem = std::string("portal: ") + (error ? error->message : "the session bus did not answer");
    g_clear_error(&error);
  }
  while (g_main_context_iteration(context, FALSE)) {}  // what the closing left to run
  g_main_context_pop_thread_default(context);
  g_main_context_unref(context);
  return answer;
}

}  // namespace lab
