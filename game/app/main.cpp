// raycrypt: entry point (placeholder until the world lands).
#include <cstdio>
int main() { std::puts("raycrypt"); return 0; }
