// One fuzz target (its LLVMFuzzerTestOneInput) run without libFuzzer, in a sanitizer build by a
// compiler that has none (gcc; `make test`'s clang build uses libFuzzer itself, see
// tests/fuzz/CMakeLists.txt): first every file of its seed corpus, then, for a few
// seconds, inputs made by mutating the seeds blindly — bits flipped, bytes inserted, deleted and
// repeated (deep nesting), two seeds spliced, tokens the parsers care about dropped in ("1e999",
// a NUL byte, "[[", 2⁵³ + 1). It is not coverage-guided like libFuzzer. Under ASan and UBSan; a crash, a
// sanitizer report or a target's own abort first writes the input to --crash-file.
//
//   fuzz_NAME --corpus DIR [--seconds N] [--seed S] [--crash-file FILE]
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" void __sanitizer_set_death_callback(void (*callback)());

namespace fuzz_replay {

// The input being run and where to save it if the run dies (read by the handlers below, which may
// only make async-signal-safe calls).
const std::string* current = nullptr;
const char* crash_file = "fuzz-crash";

void save_current() {
  if (!current) return;
  const int fd = ::open(crash_file, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return;
  std::size_t done = 0;
  while (done < current->size()) {
    const ssize_t n = ::write(fd, current->data() + done, current->size() - done);
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  ::close(fd);
  static const char note[] = "fuzz: the input that failed is saved in the crash file named on the command line\n";
  [[maybe_unused]] const ssize_t ignored = ::write(2, note, sizeof note - 1);
}

extern "C" void on_signal(int sig) {
  save_current();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

void run(const std::string& input) {
  current = &input;
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
  current = nullptr;
}

std::string bytes_of(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Words the readers of JSON, numbers and query lines treat specially.
const std::vector<std::string> tokens = {"1e999",
                                         "-1e999",
                                         "1e-400",
                                         "9007199254740993",
                                         "-0",
                                         "0.",
                                         "01",
                                         "--1",
                                         "nan",
                                         "inf",
                                         "null",
                                         "true",
                                         "\"",
                                         "\\u0000",
                                         std::string(1, '\0'),
                                         "[",
                                         "]",
                                         "{",
                                         "}",
                                         ",",
                                         ":",
                                         "[[",
                                         "]]",
                                         "\n",
                                         "\t",
                                         "\xE2\x88\x92",
                                         "\xFF",
                                         "\"points\":",
                                         "\"radius\":",
                                         "\"kind\":\"circle\"",
                                         "\"scene\":",
                                         "\"options\":",
                                         "\"shapes\":",
                                         "[[0,0],[1,0],[0,1]]",
                                         "[[0,0],[0,0],[0,0]]",
                                         "\"test\":",
                                         "\"args\":"};

// One blind change to `s`, using `seeds` for splicing.
void mutate(std::string& s, const std::vector<std::string>& seeds, std::mt19937_64& rng) {
  auto pick = [&](std::size_t n) { return n == 0 ? std::size_t{0} : std::size_t(rng() % n); };
  switch (rng() % 7) {
    case 0:  // flip a bit
      if (!s.empty()) s[pick(s.size())] ^= char(1u << (rng() % 8));
      break;
    case 1:  // drop in a token
      s.insert(pick(s.size() + 1), tokens[pick(tokens.size())]);
      break;
    case 2: {  // delete a range
      const std::size_t at = pick(s.size() + 1), n = std::min<std::size_t>(s.size() - at, 1 + pick(16));
      s.erase(at, n);
      break;
    }
    case 3: {  // repeat a range, up to a few thousand times (deep nesting, long numbers)
      if (s.empty()) break;
      const std::size_t at = pick(s.size()), n = 1 + pick(std::min<std::size_t>(s.size() - at, 8));
      const std::string piece = s.substr(at, n);
      const std::size_t times = 1 + pick(rng() % 4 == 0 ? 4000 : 8);
      std::string run;
      for (std::size_t k = 0; k < times; ++k) run += piece;
      s.insert(at, run);
      break;
    }
    case 4: {  // splice: a prefix of this one, a suffix of another seed
      const std::string& other = seeds[pick(seeds.size())];
      s = s.substr(0, pick(s.size() + 1)) + other.substr(pick(other.size() + 1));
      break;
    }
    case 5:  // overwrite a byte with a digit or a sign
      if (!s.empty()) s[pick(s.size())] = "0123456789-+.eE"[pick(15)];
      break;
    default:  // swap two bytes
      if (s.size() > 1) std::swap(s[pick(s.size())], s[pick(s.size())]);
  }
  if (s.size() > 65536) s.resize(65536);
}

int main(int argc, char** argv) {
  std::filesystem::path corpus;
  double seconds = 10;
  std::uint64_t seed = std::random_device{}();
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--corpus")
      corpus = value;
    else if (flag == "--seconds")
      seconds = std::stod(value);
    else if (flag == "--seed")
      seed = std::stoull(value);
    else if (flag == "--crash-file")
      crash_file = argv[i + 1];
    else {
      std::cerr << "fuzz: unknown option " << flag << "\n";
      return 2;
    }
  }
  std::vector<std::string> seeds;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(corpus, error))
    if (entry.is_regular_file()) seeds.push_back(bytes_of(entry.path()));
  if (error || seeds.empty()) {
    std::cerr << "fuzz: no seed files in " << corpus << (error ? ": " + error.message() : "") << "\n";
    return 2;
  }
  std::sort(seeds.begin(), seeds.end());  // a seed reproduces a run whatever the directory order
  __sanitizer_set_death_callback(save_current);
  for (int sig : {SIGABRT, SIGSEGV, SIGFPE, SIGBUS, SIGILL}) std::signal(sig, on_signal);

  for (const std::string& s : seeds) run(s);
  std::cout << "fuzz: " << seeds.size() << " seeds ran; mutating for " << seconds << " s with --seed " << seed
            << std::endl;
  std::mt19937_64 rng(seed);
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  std::size_t runs = 0;
  while (std::chrono::steady_clock::now() < end) {
    std::string input = seeds[rng() % seeds.size()];
    for (int n = 1 + int(rng() % 4); n > 0; --n) mutate(input, seeds, rng);
    run(input);
    ++runs;
  }
  std::cout << "fuzz: " << runs << " mutated inputs, no failure" << std::endl;
  return 0;
}

}  // namespace fuzz_replay

int main(int argc, char** argv) { return fuzz_replay::main(argc, argv); }
