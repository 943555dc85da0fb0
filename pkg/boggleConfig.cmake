# find_package(boggle) gives boggle::boggle, the shared library, and
# boggle::boggle_static; both carry the built-in word list.  The static
# one needs the threads a proof run starts.
include(CMakeFindDependencyMacro)
find_dependency(Threads)
include("${CMAKE_CURRENT_LIST_DIR}/boggleTargets.cmake")
