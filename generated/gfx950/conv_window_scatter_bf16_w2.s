; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: conv_window_scatter  instance: conv_window_scatter_bf16_w2  arch: gfx950
; profile=portable  dtype=bf16  warps=2
; ir-sha256: cb1eae31cd7522f3d3b2d7735e4702904ef54f16ef3971032616fd0e4abd52c4
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	conv_window_scatter_bf16_w2
	.p2align	8
	.type	conv_window_scatter_bf16_w2,@function
conv_window_scatter_bf16_w2:
	s_load_dwordx4 s[40:43], s[0:1], 0x3c
	s_load_dword s35, s[0:1], 0x4c
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	s_load_dwordx8 s[24:31], s[0:1], 0x20
	s_abs_i32 s6, s3
	v_lshl_or_b32 v0, s2, 7, v0
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s5, s40
	v_cvt_f32_u32_e32 v1, s5
	s_sub_i32 s30, 0, s5
	s_xor_b32 s7, s3, s40
	s_ashr_i32 s7, s7, 31
	v_rcp_iflag_f32_e32 v1, v1
	v_cmp_lt_i32_e32 vcc, -1, v0
	s_load_dwordx4 s[36:39], s[0:1], 0x70
	s_load_dwordx8 s[16:23], s[0:1], 0x50
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s31, v1
	s_mul_i32 s30, s30, s31
	s_mul_hi_u32 s30, s31, s30
	s_add_i32 s31, s31, s30
	s_mul_hi_u32 s30, s6, s31
	s_mul_i32 s31, s30, s5
	s_sub_i32 s6, s6, s31
	s_add_i32 s31, s30, 1
	s_sub_i32 s33, s6, s5
	s_cmp_ge_u32 s6, s5
	s_cselect_b32 s30, s31, s30
	s_cselect_b32 s6, s33, s6
	s_add_i32 s31, s30, 1
	s_cmp_ge_u32 s6, s5
	s_cselect_b32 s5, s31, s30
	s_xor_b32 s5, s5, s7
	s_sub_i32 s5, s5, s7
	s_mul_i32 s6, s5, s40
	s_sub_i32 s30, s3, s6
	s_ashr_i32 s31, s30, 31
	s_cmp_eq_u32 s5, 0
	s_cselect_b64 s[6:7], -1, 0
	s_lshl_b64 s[44:45], s[30:31], 2
	s_add_u32 s12, s12, s44
	s_addc_u32 s13, s13, s45
	s_load_dword s30, s[12:13], 0x0
	s_add_u32 s12, s26, s44
	s_addc_u32 s13, s27, s45
	s_load_dword s31, s[12:13], 0x0
	s_add_u32 s12, s24, s44
	s_addc_u32 s13, s25, s45
	s_load_dword s33, s[12:13], 0x0
	s_add_u32 s12, s28, s44
	s_addc_u32 s13, s29, s45
	s_load_dword s34, s[12:13], 0x0
	s_add_u32 s12, s14, s44
	s_addc_u32 s13, s15, s45
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s33, -1
	s_load_dword s5, s[12:13], 0x0
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s33, s43
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_gt_i32 s30, -1
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_lt_i32 s30, s41
	s_cselect_b64 s[26:27], -1, 0
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, -1
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_lt_i32 s5, s42
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[26:27], s[26:27], s[28:29]
	s_cmp_gt_i32 s34, -1
	s_cselect_b64 s[42:43], -1, 0
	s_cmp_lt_i32 s31, 0
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_ge_i32 s31, s41
	s_cselect_b64 s[40:41], -1, 0
	s_or_b64 s[28:29], s[28:29], s[40:41]
	s_cmp_gt_i32 s34, s33
	s_cselect_b64 s[40:41], -1, 0
	s_or_b64 s[28:29], s[28:29], s[40:41]
	s_and_b64 s[28:29], s[42:43], s[28:29]
	s_nor_b64 s[40:41], s[12:13], s[28:29]
	s_or_b64 s[42:43], s[6:7], s[42:43]
	v_cmp_gt_i32_e64 s[2:3], s35, v0
	s_and_b64 s[40:41], s[42:43], s[40:41]
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_b64 s[2:3], s[2:3], s[40:41]
	s_and_b64 s[2:3], s[14:15], s[2:3]
	s_and_b64 s[2:3], s[24:25], s[2:3]
	s_and_b64 s[2:3], s[26:27], s[2:3]
	s_xor_b64 s[2:3], s[2:3], -1
	s_and_saveexec_b64 s[40:41], s[2:3]
	s_xor_b64 s[2:3], exec, s[40:41]
	s_cbranch_execz .LBB0_6
	s_load_dword s35, s[0:1], 0x80
	s_xor_b64 s[0:1], s[24:25], -1
	s_xor_b64 s[40:41], s[26:27], -1
	s_and_b64 s[26:27], s[14:15], s[12:13]
	s_and_b64 s[24:25], s[14:15], s[0:1]
	s_and_b64 s[12:13], s[14:15], s[40:41]
	s_and_b64 s[0:1], s[14:15], s[28:29]
	s_or_b64 s[14:15], s[26:27], s[24:25]
	s_or_b64 s[14:15], s[14:15], s[12:13]
	s_or_b64 s[14:15], s[0:1], s[14:15]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s35, 0
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[14:15], s[28:29], s[14:15]
	s_and_b64 vcc, exec, s[14:15]
	s_cbranch_vccz .LBB0_6
	s_andn2_b64 vcc, exec, s[26:27]
	s_cbranch_vccz .LBB0_9
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_12
.LBB0_4:
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccz .LBB0_15
.LBB0_5:
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_18
.LBB0_6:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_8
.LBB0_7:
	s_and_b64 s[0:1], s[6:7], exec
	s_cselect_b32 s0, s33, s34
	s_cselect_b32 s6, s30, s31
	s_ashr_i32 s2, s4, 31
	s_mul_hi_u32 s3, s16, s4
	s_mul_i32 s7, s16, s2
	s_ashr_i32 s1, s6, 31
	s_add_i32 s3, s3, s7
	s_mul_i32 s7, s17, s4
	s_mul_hi_u32 s12, s20, s4
	s_mul_i32 s2, s20, s2
	s_add_i32 s3, s3, s7
	s_mul_i32 s1, s18, s1
	s_mul_hi_u32 s7, s18, s6
	s_add_i32 s2, s12, s2
	s_mul_i32 s12, s21, s4
	s_add_i32 s1, s7, s1
	s_mul_i32 s7, s19, s6
	s_add_i32 s13, s2, s12
	s_mul_i32 s12, s20, s4
	s_mul_i32 s2, s23, s5
	s_mul_hi_u32 s14, s22, s5
	s_add_i32 s7, s1, s7
	s_ashr_i32 s1, s0, 31
	s_add_i32 s15, s14, s2
	s_lshl_b64 s[12:13], s[12:13], 1
	s_mul_i32 s14, s22, s5
	v_mad_u64_u32 v[2:3], s[20:21], s36, v0, 0
	s_add_u32 s2, s10, s12
	v_mov_b32_e32 v4, v3
	s_addc_u32 s5, s11, s13
	s_lshl_b64 s[10:11], s[14:15], 1
	v_mad_u64_u32 v[4:5], s[20:21], s37, v0, v[4:5]
	s_add_u32 s10, s2, s10
	v_mov_b32_e32 v3, v4
	s_addc_u32 s11, s5, s11
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[10:11]
	v_lshl_add_u64 v[2:3], s[0:1], 1, v[2:3]
	global_load_ushort v4, v[2:3], off
	s_mul_i32 s2, s16, s4
	s_lshl_b64 s[0:1], s[2:3], 1
	s_mul_i32 s6, s18, s6
	s_add_u32 s2, s8, s0
	s_addc_u32 s3, s9, s1
	s_lshl_b64 s[0:1], s[6:7], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_mad_u64_u32 v[0:1], s[0:1], v0, 6, s[0:1]
	s_waitcnt vmcnt(0)
	global_store_short v[0:1], v4, off
	global_load_ushort v4, v[2:3], off offset:2
	s_waitcnt vmcnt(0)
	global_store_short v[0:1], v4, off offset:2
	global_load_ushort v2, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	global_store_short v[0:1], v2, off offset:4
.LBB0_8:
	s_endpgm
.LBB0_9:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_11
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 16
	global_atomic_or v0, v1, s[38:39]
.LBB0_11:
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB0_4
.LBB0_12:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_14
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 4
	global_atomic_or v0, v1, s[38:39]
.LBB0_14:
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_5
.LBB0_15:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_17
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 8
	global_atomic_or v0, v1, s[38:39]
.LBB0_17:
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_6
.LBB0_18:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_20
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 32
	global_atomic_or v0, v1, s[38:39]
.LBB0_20:
	s_or_b64 exec, exec, s[0:1]
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_8
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conv_window_scatter_bf16_w2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 132
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	conv_window_scatter_bf16_w2, .Lfunc_end0-conv_window_scatter_bf16_w2

	.set conv_window_scatter_bf16_w2.num_vgpr, 6
	.set conv_window_scatter_bf16_w2.num_agpr, 0
	.set conv_window_scatter_bf16_w2.numbered_sgpr, 46
	.set conv_window_scatter_bf16_w2.num_named_barrier, 0
	.set conv_window_scatter_bf16_w2.private_seg_size, 0
	.set conv_window_scatter_bf16_w2.uses_vcc, 1
	.set conv_window_scatter_bf16_w2.uses_flat_scratch, 0
	.set conv_window_scatter_bf16_w2.has_dyn_sized_stack, 0
	.set conv_window_scatter_bf16_w2.has_recursion, 0
	.set conv_window_scatter_bf16_w2.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           conv
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           windows
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           slot_indices
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           row_indices
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           step_indices
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_slots
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_steps
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .name:           num_layers
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           num_requests
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           conv_dim
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           conv_layer_pitch
        .offset:         80
        .size:           8
        .value_kind:     by_value
      - .name:           conv_slot_pitch
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           win_layer_pitch
        .offset:         96
        .size:           8
        .value_kind:     by_value
      - .name:           win_row_pitch
        .offset:         104
        .size:           8
        .value_kind:     by_value
      - .name:           win_channel_pitch
        .offset:         112
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         120
        .size:           8
        .value_kind:     global_buffer
      - .name:           diagnostics_on
        .offset:         128
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 132
    .max_flat_workgroup_size: 128
    .name:           conv_window_scatter_bf16_w2
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         conv_window_scatter_bf16_w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
