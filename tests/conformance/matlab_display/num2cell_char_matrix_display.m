a = ['four';'five';'nine']
