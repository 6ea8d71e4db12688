// A main for a fuzz target without libFuzzer: runs LLVMFuzzerTestOneInput once on every file named on the
// command line (directories are walked recursively, in sorted order). Built with any compiler, it makes the
// committed crash regressions and seed corpora part of the ordinary test suite (and of its ASan+UBSan build).
// Exit status 0 when every input ran (a property failure aborts), 2 when a path cannot be read.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

/// Every regular file at path (itself, or under it when a directory), sorted.
std::vector<std::string> inputsAt(const std::filesystem::path& path) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    if (fs::is_directory(path)) {
        for (const fs::directory_entry& e : fs::recursive_directory_iterator(path))
            if (e.is_regular_file()) files.push_back(e.path().string());
    } else if (fs::is_regular_file(path)) {
        files.push_back(path.string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

int main(int argc, char** argv) {
    std::size_t ran = 0;
    for (int i = 1; i < argc; ++i) {
        if (!std::filesystem::exists(argv[i])) {
            std::fprintf(stderr, "%s: no such file or directory\n", argv[i]);
            return 2;
        }
        for (const std::string& file : inputsAt(argv[i])) {
            std::ifstream in(file, std::ios::binary);
            std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            if (!in.good() && !in.eof()) {
                std::fprintf(stderr, "%s: cannot read\n", file.c_str());
                return 2;
            }
            std::fprintf(stderr, "running %s (%zu bytes)\n", file.c_str(), bytes.size());
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
            ++ran;
        }
    }
    std::printf("%zu inputs ran without a failure\n", ran);
    return 0;
}
