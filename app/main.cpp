#include <cstdio>

int main() {
  std::puts("collision-lab: the app shell is being built");
  return 0;
}
