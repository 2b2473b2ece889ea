// The desktop portal's FileChooser as the app asks it, against a stand-in portal: a private
// dbus-daemon, and on it a GDBus service that owns org.freedesktop.portal.Desktop, records each
// SaveFile/OpenFile call's options and answers on the request object the portal spec names
// (/org/freedesktop/portal/desktop/request/SENDER/TOKEN) with the Response a user's pick gives.
// Compiled alone (tests/CMakeLists.txt): GLib's macros stay out of the other test files.
#include <doctest/doctest.h>

#include <gio/gio.h>

#include <atomic>
#include <string>
#include <thread>

#include "files/file_chooser.hpp"
#include "history_support.hpp"
#include "screenshot.hpp"
#include "virtual_screen.hpp"

namespace test_portal_chooser {

namespace fs = std::filesystem;

namespace {

const char* kInterface = R"(<node><interface name="org.freedesktop.portal.FileChooser">
  <method name="OpenFile"><arg type="s" direction="in"/><arg type="s" direction="in"/>
    <arg type="a{sv}" direction="in"/><arg type="o" direction="out"/></method>
  <method name="SaveFile"><arg type="s" direction="in"/><arg type="s" direction="in"/>
    <arg type="a{sv}" direction="in"/><arg type="o" direction="out"/></method>
</interface></node>)";

// The stand-in portal, on its own thread and main context. `code` and `uri` are its answer.
struct FakePortal {
  guint32 code = 0;
  std::string uri;
  std::string method, title, current_name, current_folder;  ///< what the last call asked
  GMainContext* context = g_main_context_new();
  GMainLoop* loop = g_main_loop_new(context, FALSE);
  std::thread thread;
  std::atomic<bool> ready{false};    ///< it owns the portal's name
  std::atomic<bool> settled{false};  ///< it owns it, or failed to

  static void on_call(GDBusConnection* bus, const gchar* sender, const gchar*, const gchar*, const gchar* method,
                      GVariant* parameters, GDBusMethodInvocation* invocation, gpointer data) {
    auto* self = static_cast<FakePortal*>(data);
    const gchar *parent = nullptr, *title = nullptr;
    GVariant* options = nullptr;
    g_variant_get(parameters, "(&s&s@a{sv})", &parent, &title, &options);
    self->method = method;
    self->title = title;
    const gchar *token = "t", *name = nullptr, *folder = nullptr;
    g_variant_lookup(options, "handle_token", "&s", &token);
    if (g_variant_lookup(options, "current_name", "&s", &name)) self->current_name = name;
    if (g_variant_lookup(options, "current_folder", "^&ay", &folder)) self->current_folder = folder;
    std::string caller = sender + 1;  // ":1.42" → "1_42"
    for (char& c : caller)
      if (c == '.') c = '_';
    const std::string path = "/org/freedesktop/portal/desktop/request/" + caller + "/" + token;
    g_dbus_method_invocation_return_value(invocation, g_variant_new("(o)", path.c_str()));
    GVariantBuilder results;
    g_variant_builder_init(&results, G_VARIANT_TYPE_VARDICT);
    const gchar* uris[] = {self->uri.c_str(), nullptr};
    if (self->code == 0) g_variant_builder_add(&results, "{sv}", "uris", g_variant_new_strv(uris, 1));
    g_dbus_connection_emit_signal(bus, sender, path.c_str(), "org.freedesktop.portal.Request", "Response",
                                  g_variant_new("(ua{sv})", self->code, &results), nullptr);
    g_variant_unref(options);
  }

  explicit FakePortal(const std::string& address) {
    thread = std::thread([this, address] {
      g_main_context_push_thread_default(context);
      GDBusConnection* bus = g_dbus_connection_new_for_address_sync(
          address.c_str(),
          static_cast<GDBusConnectionFlags>(G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                            G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION),
          nullptr, nullptr, nullptr);
      if (bus) {
        GDBusNodeInfo* node = g_dbus_node_info_new_for_xml(kInterface, nullptr);
        static const GDBusInterfaceVTable vtable{on_call, nullptr, nullptr, {}};
        g_dbus_connection_register_object(bus, "/org/freedesktop/portal/desktop", node->interfaces[0], &vtable, this,
                                          nullptr, nullptr);
        GVariant* owned =
            g_dbus_connection_call_sync(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                        "RequestName", g_variant_new("(su)", "org.freedesktop.portal.Desktop", 4u),
                                        nullptr, G_DBUS_CALL_FLAGS_NONE, 5000, nullptr, nullptr);
        if (owned) g_variant_unref(owned);
        ready = owned != nullptr;
        settled = true;
        g_main_loop_run(loop);
        g_dbus_connection_close_sync(bus, nullptr, nullptr);
        g_object_unref(bus);
        g_dbus_node_info_unref(node);
      }
      settled = true;
      g_main_context_pop_thread_default(context);
    });
    lab::testing::wait_until([&] { return settled.load(); }, 10);
  }
  ~FakePortal() {
    g_main_context_invoke(
        context,
        [](gpointer l) -> gboolean {
          g_main_loop_quit(static_cast<GMainLoop*>(l));
          return G_SOURCE_REMOVE;
        },
        loop);
    thread.join();
    g_main_loop_unref(loop);
    g_main_context_unref(context);
  }
};

// A private session bus for the test, ended with it.
struct PrivateBus {
  fs::path dir = lab::testing::temp_path("portal-bus", "");
  std::string address;
  pid_t pid = -1;
  PrivateBus() {
    fs::create_directories(dir);
    address = "unix:path=" + (dir / "bus").string();
    pid = lab::testing::spawn({"dbus-daemon", "--session", "--nofork", "--nopidfile", "--address=" + address}, {},
                              dir / "bus.log");
    lab::testing::wait_until([&] { return fs::exists(dir / "bus"); }, 10);
  }
  ~PrivateBus() {
    lab::testing::end_process(pid);
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

std::optional<lab::ChooserAnswer> ask(const lab::ChooserRequest& request, const std::vector<std::string>& order) {
  lab::FileChooser chooser;
  chooser.start(request, order);
  std::optional<lab::ChooserAnswer> answer;
  lab::testing::wait_until(
      [&] {
    if (auto a = chooser.take()) answer = a->second;
    return answer.has_value();
      },
      30);
  return answer;
}

}  // namespace

TEST_CASE("portal: SaveFile is asked with the name and folder offered, and the Response's file:// URI is the path") {
  REQUIRE_MESSAGE(lab::testing::have_program("dbus-daemon"), "dbus-daemon is missing (Debian: dbus)");
  PrivateBus bus;
  REQUIRE(fs::exists(bus.dir / "bus"));
  history_test::EnvVar address("DBUS_SESSION_BUS_ADDRESS", bus.address);
  FakePortal portal(bus.address);
  REQUIRE(portal.ready);
  portal.uri = "file:///home/u/My%20states/chosen.collision-state.json";
  const auto a =
      ask({true, "Save the scene's state", "/home/u/Documents/Collision Lab", "p-1.collision-state.json", ""},
          {"portal", "zenity"});
  REQUIRE(a);
  CHECK(a->status == lab::ChooserAnswer::Status::Chosen);
  CHECK(a->by == "portal");
  CHECK(a->file == "/home/u/My states/chosen.collision-state.json");
  CHECK(portal.method == "SaveFile");
  CHECK(portal.title == "Save the scene's state");
  CHECK(portal.current_name == "p-1.collision-state.json");
  CHECK(portal.current_folder == "/home/u/Documents/Collision Lab");

  // The user cancels (code 1): an answer, so zenity is not asked next.
  portal.code = 1;
  const auto cancelled = ask({false, "Open a state or lesson file", "/home/u", "", ""}, {"portal", "zenity"});
  REQUIRE(cancelled);
  CHECK(cancelled->status == lab::ChooserAnswer::Status::Cancelled);
  CHECK(cancelled->by == "portal");
  CHECK(portal.method == "OpenFile");
}

TEST_CASE("portal: a session bus with no portal on it is no chooser: the next one is asked") {
  REQUIRE_MESSAGE(lab::testing::have_program("dbus-daemon"), "dbus-daemon is missing (Debian: dbus)");
  PrivateBus bus;
  history_test::EnvVar address("DBUS_SESSION_BUS_ADDRESS", bus.address);
  history_test::EnvVar path("PATH", bus.dir.string());  // no zenity, no kdialog
  const auto a = ask({true, "Save", "/f", "p.json", ""}, {"portal", "zenity", "kdialog"});
  REQUIRE(a);
  CHECK(a->status == lab::ChooserAnswer::Status::Unavailable);
  CHECK(a->problem.starts_with("portal: "));
  CHECK(a->problem.find("org.freedesktop.portal.Desktop") != std::string::npos);  // the name no one owns
  CHECK(a->problem.ends_with("; zenity: not installed; kdialog: not installed"));
}

}  // namespace test_portal_chooser
